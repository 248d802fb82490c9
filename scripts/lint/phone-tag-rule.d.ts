import type { Rule } from 'eslint';

export const phoneTagRule: Rule.RuleModule;
