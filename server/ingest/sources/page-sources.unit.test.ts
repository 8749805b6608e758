import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedPath } from '../../test/shared-data';
import { compareArchivesOldestFirst, comparePagesOldestFirst } from './page-order';
import { openPageSource } from './page-sources';

describe('comparePagesOldestFirst', () => {
  it('orders snapshots by time, continuation pages before their snapshot, the head page last', () => {
    const names = [
      'feed.atom',
      'feed_20220111_030012.atom',
      'feed_20220108_030015.atom',
      'feed_20220111_030012_1.atom',
      'feed_20220111_030012_2.atom',
    ];
    expect(names.sort(comparePagesOldestFirst)).toEqual([
      'feed_20220108_030015.atom',
      'feed_20220111_030012_2.atom',
      'feed_20220111_030012_1.atom',
      'feed_20220111_030012.atom',
      'feed.atom',
    ]);
  });
});

describe('compareArchivesOldestFirst', () => {
  it('orders past years before the current months, feed by feed within a period', () => {
    const names = ['b_202602.zip', 'b_2025.zip', 'a_202601.zip', 'a_2019.zip', 'b_202601.zip', 'a_2025.zip'];
    expect(names.sort(compareArchivesOldestFirst)).toEqual([
      'a_2019.zip',
      'a_2025.zip',
      'b_2025.zip',
      'a_202601.zip',
      'b_202601.zip',
      'b_202602.zip',
    ]);
  });
});

describe.skipIf(!hasSharedData('placsp'))('openPageSource', () => {
  const dir = sharedPath('placsp');

  it('lists the pages of a folder, oldest first', async () => {
    const source = await openPageSource(dir);
    const names = source.pages.map((p) => path.basename(p.name));
    expect(names).toHaveLength(6);
    expect(names.indexOf('PlataformasAgregadasSinMenores_20190103_031259.atom')).toBeLessThan(
      names.indexOf('PlataformasAgregadasSinMenores_20220105_030012.atom'),
    );
    expect(source.pages.every((p) => p.baseUrl.startsWith('file://'))).toBe(true);
  });

  it('reads the members of a zip archive one at a time', async () => {
    const zip = path.join(
      mkdtempSync(path.join(os.tmpdir(), 'lic-zip-test-')),
      'PlataformasAgregadas_2022.zip',
    );
    // python3 is on every machine of this kind; its zipfile stores files under their base names.
    execFileSync('python3', [
      '-m',
      'zipfile',
      '-c',
      zip,
      path.join(dir, 'PlataformasAgregadasSinMenores_20220105_030012.atom'),
      path.join(dir, 'README.md'),
    ]);
    const source = await openPageSource(zip);
    expect(source.pages.map((p) => p.name)).toEqual([
      'PlataformasAgregadas_2022.zip:PlataformasAgregadasSinMenores_20220105_030012.atom',
    ]);
    expect(source.pages[0]!.size).toBe(3_071_210);
    expect(source.pages[0]!.baseUrl).toMatch(
      /PlataformasAgregadas_2022\.zip\/PlataformasAgregadasSinMenores_20220105_030012\.atom$/,
    );
    const content = await text(await source.pages[0]!.open());
    expect(content.length).toBeGreaterThan(3_000_000);
    expect(content).toContain('<feed');
    await source.close();
  });

  it('says clearly when the target does not exist', async () => {
    await expect(openPageSource('/nonexistent/page.atom')).rejects.toThrow(
      'No existe el fichero o la carpeta',
    );
  });
});
