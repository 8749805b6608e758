import { readFileSync } from 'node:fs';
import { sharedPath } from './shared-data';

/** The real BOE files (summaries BOE-S-*, items BOE-A-* / BOE-B-*), read-only beside the checkout. */
export const BOE_DIR = sharedPath('boe');
export const boePath = (name: string) => sharedPath('boe', `${name}.xml`);
export const readBoe = (name: string) => readFileSync(boePath(name), 'utf8');
/** The items of 07/05/2020 kept beside its summary (10 of its 60; 8 are V-A). */
export const ITEMS_20200507 = [
  'BOE-B-2020-13304',
  'BOE-B-2020-13306',
  'BOE-B-2020-13309',
  'BOE-B-2020-13312',
  'BOE-B-2020-13317',
  'BOE-B-2020-13319',
  'BOE-B-2020-13320',
  'BOE-B-2020-13326',
];
