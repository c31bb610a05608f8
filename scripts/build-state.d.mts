export const BUILD_SOURCES: string[];
export const BUILD_OUTPUTS: string[];
export function buildState(root: string): { fresh: true } | { fresh: false; reason: string };
