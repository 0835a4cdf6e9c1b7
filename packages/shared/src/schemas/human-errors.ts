import { z } from 'zod';
import { indianNumber } from '../indian-format';

// Every error a person sees is written for a person (issue 24): zod's own defaults ("Too big:
// expected string to have <=2000 characters") become plain sentences. Schemas that give their own
// message keep it; this only words the defaults. Installed once, by text.ts, which every schema uses.

function humanError(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big': {
      const max = indianNumber(Number(issue.maximum));
      if (issue.origin === 'string') return `Use at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${max}`;
      return `Enter ${max} or less`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'This field is required' : `Use at least ${indianNumber(min)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? 'Choose at least one' : `Choose at least ${indianNumber(min)}`;
      return `Enter ${indianNumber(min)} or more`;
    }
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'This field is required' : 'Enter a valid value';
    case 'invalid_value':
      return 'Choose one of the listed options';
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid e-mail address' : 'Enter a valid value';
    default:
      return undefined;
  }
}

export function installHumanErrors(): void {
  z.config({ customError: humanError });
}
