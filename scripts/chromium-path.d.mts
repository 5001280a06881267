export function chromiumPath(): string;
export function assertChromium(): string;
