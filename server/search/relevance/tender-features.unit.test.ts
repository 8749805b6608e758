import { describe, expect, it } from 'vitest';
import { type FeatureInput, tenderFeatures, wordKey } from './tender-features';

const tender = (over: Partial<FeatureInput> = {}): FeatureInput => ({
  title: 'Servicio de limpieza viaria y de edificios municipales',
  summary: 'Limpieza viaria de Getafe',
  contract_type: '2',
  cpv_codes: ['90610000', '90911200'],
  cpv_names: {
    '90000000': 'Servicios de alcantarillado',
    '90610000': 'Servicios de limpieza y barrido de calles',
  },
  contracting_party_id: 17,
  contracting_party_name: 'Ayuntamiento de Getafe',
  location_nuts: 'ES300',
  amount: 250_000,
  ...over,
});

describe('tenderFeatures', () => {
  it('weighs the title words and phrases, CPV division and class, body, province, amount band and type', () => {
    const features = tenderFeatures(tender());
    expect(features).toEqual([
      { key: 'w:servicio', label: 'servicio' },
      { key: 'w:limpieza', label: 'limpieza' },
      { key: 'w:servicio limpieza', label: 'servicio de limpieza' },
      { key: 'w:viaria', label: 'viaria' },
      { key: 'w:limpieza viaria', label: 'limpieza viaria' },
      { key: 'w:edificio', label: 'edificios' },
      { key: 'w:municipal', label: 'municipales' },
      { key: 'w:edificio municipal', label: 'edificios municipales' },
      { key: 'w:getafe', label: 'getafe' },
      { key: 'w:viaria getafe', label: 'viaria de getafe' },
      { key: 'c:90', label: 'CPV 90 Servicios de alcantarillado' },
      { key: 'c:9061', label: 'CPV 9061 Servicios de limpieza y barrido de calles' },
      { key: 'c:9091', label: 'CPV 9091' },
      { key: 'o:17', label: 'Ayuntamiento de Getafe' },
      { key: 'p:28', label: 'Madrid' },
      { key: 'a:100000', label: 'Importe de 100.000 € a 1.000.000 €' },
      { key: 't:2', label: 'Servicios' },
    ]);
  });

  it('bands amounts from a minor contract to a very large one, and skips what is missing', () => {
    const band = (amount: number | null) =>
      tenderFeatures(tender({ amount })).find((f) => f.key.startsWith('a:'))?.label;
    expect(band(14_999.99)).toBe('Importe de menos de 15.000 €');
    expect(band(15_000)).toBe('Importe de 15.000 € a 100.000 €');
    expect(band(7_500_000)).toBe('Importe de 5.000.000 € o más');
    expect(band(null)).toBeUndefined();
    const bare = tenderFeatures(
      tender({ contracting_party_name: null, location_nuts: 'ES', contract_type: null, cpv_codes: ['bad'] }),
    );
    expect(bare.filter((f) => !f.key.startsWith('w:')).map((f) => f.key)).toEqual(['a:100000']);
  });

  it('reads Spanish plurals as their singular', () => {
    expect(['servicios', 'actuaciones', 'luces', 'redes', 'obras', 'gas', 'mes'].map(wordKey)).toEqual([
      'servicio',
      'actuacion',
      'luz',
      'red',
      'obra',
      'gas',
      'mes',
    ]);
  });
});
