export function portTaken(port: number, hostname?: string): Promise<boolean>;
