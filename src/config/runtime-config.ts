import { AppConfig } from '../../schemas/app-config.schema';

/**
 * Reads the deployment configuration from the JSON block in index.html. It is read at run time so one
 * build serves any deployment; a block that is missing or fails its schema stops the app (the caller
 * opens the static system-error page), since nothing can be called without it.
 */
export function readRuntimeConfig(doc: Document = document): AppConfig {
  const raw = doc.getElementById('idaas-config')?.textContent ?? '{}';
  return AppConfig.parse(JSON.parse(raw));
}
