import type { Rule } from 'eslint';

export type Layer = { name: string; flow?: string; feature?: string; view?: boolean };
export function layerOf(file: string): Layer | null;
export function violation(from: string, to: string): string | null;
export const KNOWN_FLOW_IMPORTS: Readonly<Record<string, string>>;
export const layeringRule: Rule.RuleModule;
