import { describe, expect, it } from 'vitest';
import { pliegoPdf, textPdf, zipOf } from '../test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../test/pliegos/pliego-text';
import { readDocument } from './read/read-document';
import { documentFindings } from './read-stored-document';

describe('documentFindings', () => {
  it("reads a ZIP's members, each finding naming the member and its page there", async () => {
    const zip = await zipOf({
      'Anexo I.pdf': await textPdf(['Modelo de declaración responsable.']),
      'PCAP/pcap.pdf': await pliegoPdf(PLIEGO_SPECS[0]!),
    });
    const findings = documentFindings(await readDocument(zip, 'application/zip'))!;
    expect(findings.financial).toEqual([
      expect.objectContaining({ amount: '300000', page: 2, member: 'PCAP/pcap.pdf' }),
    ]);
    expect(findings.classifications).toEqual([
      expect.objectContaining({ code: 'C2-5', page: 1, member: 'PCAP/pcap.pdf' }),
    ]);
    expect(findings.execution_term).toEqual({
      source: 'pliego',
      page: 1,
      member: 'PCAP/pcap.pdf',
      text: '8 meses',
    });
    expect(findings.awarding_criteria.map((c) => [c.description, c.weight, c.member])).toEqual([
      ['Precio', 60, 'PCAP/pcap.pdf'],
      ['Plazo de ejecución', 10, 'PCAP/pcap.pdf'],
      ['Memoria técnica', 30, 'PCAP/pcap.pdf'],
    ]);
  });

  it("names no member for a file's own pages", async () => {
    const findings = documentFindings(
      await readDocument(await pliegoPdf(PLIEGO_SPECS[0]!), 'application/pdf'),
    )!;
    expect(findings.financial[0]).not.toHaveProperty('member');
    expect(findings.site_visit).toEqual({ source: 'pliego', page: 4, required: true });
  });
});
