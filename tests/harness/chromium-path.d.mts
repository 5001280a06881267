export const CHROMIUM_ARGS: string[];
export function chromiumPath(): string;
export function assertChromium(): string;
