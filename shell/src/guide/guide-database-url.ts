/**
 * The URL of the hashed guide database emitted by the build (build/guide-plugin.ts). Kept alone in this file
 * so tests can replace it: the imported module exists only inside the rspack build.
 */
import guideDatabaseUrl from './guide-database.generated.json';

export const GUIDE_DATABASE_URL: string = guideDatabaseUrl;
