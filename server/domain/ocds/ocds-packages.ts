import type { OcdsRelease } from '../../../common/api/ocds';
import { appUrl } from '../../../common/app-paths';
import { compiledRelease } from './compiled-release';
import { versionStates } from './entry-versions';
import type { OcdsTender } from './load-ocds-tenders';
import { LOTS_EXTENSION } from './ocds-codes';
import { releaseOf } from './ocds-release';

export interface OcdsSettings {
  prefix: string;
  publicUrl: string;
}

export const releasesPath = (id: number) => `/v1/ocds/releases/${id}`;
export const recordsPath = (id: number) => `/v1/ocds/records/${id}`;

/** Every stored version of the tender as a release, oldest first. */
export function releasesOf(tender: OcdsTender, settings: OcdsSettings): OcdsRelease[] {
  const ocid = `${settings.prefix}${tender.id}`;
  return versionStates(tender.entry, tender.versions, tender.sourceUpdatedAt).map((state) =>
    releaseOf(ocid, tender.id, state),
  );
}

/** What a package says of itself: where it is, when and by whom, which OCDS and extensions. */
function packageMetadata(settings: OcdsSettings, path: string, releases: OcdsRelease[]) {
  const newest = releases
    .map((r) => r.date)
    .sort()
    .at(-1)!;
  return {
    uri: appUrl(settings.publicUrl, path),
    version: '1.1' as const,
    extensions: [LOTS_EXTENSION],
    publishedDate: newest,
    publisher: { name: 'Licitaciones', uri: appUrl(settings.publicUrl, '/') },
  };
}

export function releasePackage(tender: OcdsTender, settings: OcdsSettings) {
  const releases = releasesOf(tender, settings);
  return { ...packageMetadata(settings, releasesPath(tender.id), releases), releases };
}

export function recordPackage(tender: OcdsTender, settings: OcdsSettings) {
  const releases = releasesOf(tender, settings);
  return {
    ...packageMetadata(settings, recordsPath(tender.id), releases),
    records: [{ ocid: releases[0]!.ocid, releases, compiledRelease: compiledRelease(releases) }],
  };
}
