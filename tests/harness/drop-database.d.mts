export function dropDatabase(adminUrl: string, name: string): Promise<void>;
