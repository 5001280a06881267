export function migrateDatabase(connectionString: string): Promise<void>;
