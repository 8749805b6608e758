import { describe, expect, it } from 'vitest';
import { fetchExportRows, type PageRequest, pagesToFetch } from './export-rows';

describe('pagesToFetch', () => {
  it('asks for the page on screen for the current-page export', () => {
    expect(pagesToFetch(25, 7, 25)).toEqual([{ page: 7, pageSize: 25 }]);
  });

  it('asks for the first rows in one page up to 250, else in chunks of 250', () => {
    expect(pagesToFetch(50, 7, 25)).toEqual([{ page: 1, pageSize: 50 }]);
    expect(pagesToFetch(100, 1, 25)).toEqual([{ page: 1, pageSize: 100 }]);
    expect(pagesToFetch(1000, 3, 25)).toEqual([1, 2, 3, 4].map((page) => ({ page, pageSize: 250 })));
  });
});

describe('fetchExportRows', () => {
  /** A server holding `total` numbered rows. */
  function server(total: number) {
    const asked: PageRequest[] = [];
    const fetchPage = async (request: PageRequest) => {
      asked.push(request);
      const first = (request.page - 1) * request.pageSize;
      const rows = Array.from(
        { length: Math.max(0, Math.min(request.pageSize, total - first)) },
        (_, i) => first + i,
      );
      return { rows, totalPages: Math.ceil(total / request.pageSize) };
    };
    return { asked, fetchPage };
  }

  it('collects the chunks in order, reporting progress after each', async () => {
    const { asked, fetchPage } = server(5000);
    const shares: number[] = [];
    const rows = await fetchExportRows(1000, pagesToFetch(1000, 1, 25), fetchPage, (s) => shares.push(s));
    expect(rows).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(asked.map((r) => r.page)).toEqual([1, 2, 3, 4]);
    expect(shares).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('stops at the last page the search has', async () => {
    const { asked, fetchPage } = server(300);
    const rows = await fetchExportRows(1000, pagesToFetch(1000, 1, 25), fetchPage, () => {});
    expect(rows).toHaveLength(300);
    expect(asked.map((r) => r.page)).toEqual([1, 2]);
  });

  it('gives the current page as it is', async () => {
    const { fetchPage } = server(80);
    const rows = await fetchExportRows(25, pagesToFetch(25, 4, 25), fetchPage, () => {});
    expect(rows).toEqual([75, 76, 77, 78, 79]);
  });
});
