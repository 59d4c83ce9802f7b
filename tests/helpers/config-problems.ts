// What loadEnv refuses in a set of settings: every problem it names, or none when it accepts them.
import { ConfigError, loadEnv } from '#server/env.ts';

export function configProblems(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
