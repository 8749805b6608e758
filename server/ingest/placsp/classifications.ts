import type { Classification } from '../../db/tender-data';
import { at, childrenOf, textOf, type XmlElement } from './xml';

// 'C2-5', 'C*-3', 'O3-2': group letter, subgroup digit(s) or '*', category after the dash.
const CODE = /^([A-Z])\s*(\d{1,2}|\*)?\s*-\s*([0-9A-Z])$/i;

/** 'C2-5' → grupo C, subgrupo 2, categoría 5; an unreadable code is kept with null parts. */
export function parseClassificationCode(code: string, lotId: string | null): Classification {
  const m = CODE.exec(code.trim());
  return {
    lotId,
    code,
    group: m?.[1]?.toUpperCase() ?? null,
    subgroup: m?.[2] ?? null,
    category: m?.[3]?.toUpperCase() ?? null,
  };
}

/** TendererQualificationRequest/RequiredBusinessClassificationScheme/ClassificationCategory/CodeValue. */
export function readClassifications(request: XmlElement | undefined, lotId: string | null): Classification[] {
  return childrenOf(request, 'cac:RequiredBusinessClassificationScheme').flatMap((scheme) =>
    childrenOf(scheme, 'cac:ClassificationCategory').flatMap((category) => {
      const code = textOf(at(category, 'cbc:CodeValue'));
      return code ? [parseClassificationCode(code, lotId)] : [];
    }),
  );
}
