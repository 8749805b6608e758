import { readFileSync } from 'node:fs';
import { sharedPath } from './shared-data';

/** The real BOE files (summaries BOE-S-*, items BOE-A-* / BOE-B-*), read-only beside the checkout. */
export const BOE_DIR = sharedPath('boe');
export const boePath = (name: string) => sharedPath('boe', `${name}.xml`);
export const readBoe = (name: string) => readFileSync(boePath(name), 'utf8');
