import type { ServerResponse } from 'node:http';
export function scriptLoader(sources: string[]): string;
export function deferHeadScripts(head: string): string;
export function deferScriptsOf<T extends ServerResponse>(res: T): T;
