import { describe, expect, it } from 'vitest';
import type { PlacspEntry } from '../../db/tender-data';
import { byId, HAVE_SAMPLES, readSample, SKIP_MESSAGE } from '../../test/placsp-samples';

const FULL = 'full-20-entries.atom';
const one = async (file: string, id: string): Promise<PlacspEntry> => {
  const [entry] = byId(await readSample(file), id);
  if (!entry) throw new Error(`no entry ${id} in ${file}`);
  return entry;
};

// Values read from the XML of the real pages, entry by entry.
describe.skipIf(!HAVE_SAMPLES)(
  `requirements and awarding criteria ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`,
  () => {
    it('reads the classification C2-5 of 1724191 and the any-subgroup C*-3 of 1766468', async () => {
      expect((await one(FULL, '1724191')).requirements?.classifications).toEqual([
        { lotId: null, code: 'C2-5', group: 'C', subgroup: '2', category: '5' },
      ]);
      expect((await one(FULL, '1766468')).requirements?.classifications).toEqual([
        { lotId: null, code: 'C*-3', group: 'C', subgroup: '*', category: '3' },
      ]);
    });

    it("reads 'Como mínimo 300.000 €' of 1743616 into a fixed 300000, keeping the text", async () => {
      const { requirements } = await one(FULL, '1743616');
      expect(requirements?.financial).toEqual([
        {
          lotId: null,
          typeCode: '5',
          description: 'Como mínimo 300.000 €',
          threshold: { amount: '300000', basis: 'fixed', factor: null },
          refersToPliego: false,
        },
      ]);
      expect(requirements?.technical.map((t) => [t.typeCode, t.description, t.threshold])).toEqual([
        ['OSR-TECH', 'Mínimo un punto de venta físico en la ciudad de Castellón de la Plana', null],
        ['OSR-COMPTASK', 'Experiencia mínima de 5 años', null],
      ]);
    });

    it('reads one and a half times the estimated value of 1852351 with its sum, and its three guarantees', async () => {
      const { requirements } = await one(FULL, '1852351');
      expect(requirements?.financial[0]?.threshold).toEqual({
        amount: '299312.76',
        basis: 'times_estimated_value',
        factor: 1.5,
      });
      expect(requirements?.technical[0]?.threshold).toEqual({
        amount: '139679.3',
        basis: 'times_estimated_value',
        factor: 0.7,
      });
      expect(requirements?.guarantees).toEqual([
        { lotId: null, typeCode: '3', rate: 5, amount: null },
        { lotId: null, typeCode: '1', rate: 3, amount: null },
        { lotId: null, typeCode: '2', rate: 5, amount: null },
      ]);
      expect(requirements?.subcontracting).toEqual([{ lotId: null, description: null, rate: 40 }]);
      expect(requirements?.variantsAllowed).toBe(false);
    });

    it('reads the 5 % definitive guarantee of 1743616 and the fixed guarantee of 1766468', async () => {
      expect((await one(FULL, '1743616')).requirements?.guarantees).toEqual([
        { lotId: null, typeCode: '2', rate: 5, amount: null },
      ]);
      expect((await one(FULL, '1766468')).requirements?.guarantees).toEqual([
        { lotId: null, typeCode: '2', rate: null, amount: '27738.47' },
      ]);
    });

    it('reads the criteria table of 1691804 with its weights', async () => {
      const { awardingCriteria } = await one(FULL, '1691804');
      expect(awardingCriteria?.map((c) => [c.description?.slice(0, 30), c.typeCode, c.weight])).toEqual([
        ['Proyecto Organización del Serv', null, 12],
        ['Plan de Formación', null, 2],
        ['Plan de Atención al Usuario', null, 6],
        ['Oferta Económica: fórmula.', null, 80],
      ]);
    });

    it('reads OBJ/SUBJ and sub-types where newer entries publish them (13549501)', async () => {
      const { awardingCriteria, requirements } = await one('placsp-atom-licitaciones.xml', '13549501');
      expect(awardingCriteria).toEqual([
        {
          lotId: null,
          description: 'PORCENTAJE DE BAJA OFERTADA SOBRE EL IMPORTE MÁXIMO DE LICITACIÓN.',
          typeCode: 'OBJ',
          subTypeCode: '1',
          weight: 52,
          note: null,
        },
        {
          lotId: null,
          description: 'MODERNIDAD DE LOS VEHÍCULOS',
          typeCode: 'OBJ',
          subTypeCode: '2',
          weight: 48,
          note: null,
        },
      ]);
      expect(requirements?.financial[0]).toMatchObject({
        description: 'Ver apartado 7.1 o 7.3 del cuadro de características.',
        threshold: null,
        refersToPliego: true,
      });
    });

    it('reads the declarations asked (SpecificTendererRequirement) with their codes', async () => {
      const { requirements } = await one(FULL, '1852499');
      expect(requirements?.declarations).toEqual([{ lotId: null, typeCode: '1', description: null }]);
    });

    it("reads a lot's own terms under its lot id beside the folder's", async () => {
      // No real lot publishes its own terms yet; CODICE allows them, so lot 2 of 19732184 gets some.
      const lotTerms =
        '<cac:TenderingTerms><cac:TendererQualificationRequest><cac:RequiredBusinessClassificationScheme>' +
        '<cac:ClassificationCategory><cbc:CodeValue>O3-2</cbc:CodeValue></cac:ClassificationCategory>' +
        '</cac:RequiredBusinessClassificationScheme></cac:TendererQualificationRequest><cac:AwardingTerms>' +
        '<cac:AwardingCriteria><cbc:Description>Precio lote 2</cbc:Description><cbc:WeightNumeric>90</cbc:WeightNumeric>' +
        '</cac:AwardingCriteria></cac:AwardingTerms></cac:TenderingTerms>';
      const page = await readSample('placsp-atom-licitaciones.xml', (xml) =>
        xml.replace(/(<cac:ProcurementProjectLot>\s*<cbc:ID[^>]*>2<\/cbc:ID>)/, `$1${lotTerms}`),
      );
      const [entry] = byId(page, '19732184');
      expect(entry?.awardingCriteria?.map((c) => [c.lotId, c.description, c.weight])).toEqual([
        [null, 'PRECIO', 100],
        ['2', 'Precio lote 2', 90],
      ]);
      expect(entry?.requirements?.classifications).toEqual([
        { lotId: '2', code: 'O3-2', group: 'O', subgroup: '3', category: '2' },
      ]);
    });
  },
);
