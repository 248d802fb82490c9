import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeviceAgentAnswer } from '../../../schemas/device-agent.schema';

// The machine id is keyed with this label, never sent: any page of a login origin reads the device id, and the
// raw /etc/machine-id is meant to stay on the machine (machine-id(5)). A new label would give every machine a
// new id, which the server would take for new devices.
const APP_LABEL = 'idaas-login device-agent v1';
const FALLBACK_FILE = 'device-id';

/**
 * The machine's stable device id (device-agent.schema.ts): HMAC-SHA256 of /etc/machine-id, base64url; on a
 * machine without one, a random id made once and kept in `stateDir`.
 */
export function machineDeviceId(options: { machineIdFile: string; stateDir: string }): string {
  const machineId = readTrimmed(options.machineIdFile);
  if (machineId) return createHmac('sha256', machineId).update(APP_LABEL).digest('base64url');
  const file = path.join(options.stateDir, FALLBACK_FILE);
  const kept = DeviceAgentAnswer.shape.deviceId.safeParse(readTrimmed(file));
  if (kept.success) return kept.data;
  const made = randomBytes(32).toString('base64url');
  mkdirSync(options.stateDir, { recursive: true });
  // Renamed into place, so two agents started at once keep one id, whichever wrote last.
  writeFileSync(`${file}.${process.pid}.tmp`, made);
  renameSync(`${file}.${process.pid}.tmp`, file);
  return made;
}

function readTrimmed(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}
