import { z } from 'zod';

// The OCDS 1.1 packages as the API describes them: their outline here, every field and rule in
// the official release-package and record-package schemas they are tested against.

export const ocdsReleaseSchema = z.looseObject({
  ocid: z.string(),
  id: z.string(),
  date: z.string(),
  tag: z.array(z.string()),
  initiationType: z.literal('tender'),
});

export type OcdsRelease = z.infer<typeof ocdsReleaseSchema>;

const packageFields = {
  uri: z.string(),
  version: z.literal('1.1'),
  extensions: z.array(z.string()),
  publishedDate: z.string(),
  publisher: z.object({ name: z.string(), uri: z.string() }),
};

export const ocdsReleasePackageSchema = z.looseObject({
  ...packageFields,
  releases: z.array(ocdsReleaseSchema),
});

export const ocdsRecordPackageSchema = z.looseObject({
  ...packageFields,
  records: z.array(
    z.looseObject({
      ocid: z.string(),
      releases: z.array(ocdsReleaseSchema),
      compiledRelease: ocdsReleaseSchema,
    }),
  ),
});
