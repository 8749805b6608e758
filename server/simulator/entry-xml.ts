import type { Buyer } from './buyers';
import { qualificationXml } from './qualification';
import type { Award, DocumentRef, Tender } from './tender-model';
import { atomDateTime } from './time';

/** Code-list URIs exactly as PLACSP writes them (http vs https differs per list in the real feeds). */
const CL = 'http://contrataciondelestado.es/codice/cl';
const STATUS_LIST =
  'https://contrataciondelestado.es/codice/cl/2.04/SyndicationContractFolderStatusCode-2.04.gc';
const PROCEDURE_LIST =
  'https://contrataciondelestado.es/codice/cl/2.07/SyndicationTenderingProcessCode-2.07.gc';
const COUNTRY = `<cac:Country><cbc:IdentificationCode listURI="${CL}/2.08/CountryIdentificationCode-2.08.gc">ES</cbc:IdentificationCode><cbc:Name>España</cbc:Name></cac:Country>`;
const SUBTYPE_LIST = { 1: 'GoodsContractCode', 2: 'ServiceContractCode', 3: 'WorksContractCode' } as const;
/** 1044 pages carry older list versions, as the regional platforms send them. */
const CPV_LIST = {
  '643': `${CL}/2.04/CPV2008-2.04.gc`,
  '1044': `${CL}/1.04/CPV2007-1.04.gc`,
  '1143': `${CL}/2.04/CPV2008-2.04.gc`,
};
const FREE_STATUS = {
  PRE: 'ANUNCIO PREVIO',
  PUB: 'EN PLAZO',
  EV: 'PENDIENTE DE ADJUDICACIÓN',
  ADJ: 'ADJUDICADA',
  RES: 'RESUELTA',
  ANUL: 'ANULADA',
};
const NOTICE_DOC_NAMES = {
  ACTA_ADJ: 'Documento de Acta de Adjudicación',
  ACTA_FORM: 'Documento de Acta de Formalización',
};

/** XML-escapes free text; the common case (nothing to escape) costs one regex test. */
export function esc(text: string): string {
  return /[&<>]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : text;
}

/** Euro cents as PLACSP prints amounts: shortest decimal form ("717120", "867715.2", "76268.38"). */
export function money(cents: number, comma: boolean): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(euros);
  const decimals = rest % 10 === 0 ? String(rest / 10) : rest < 10 ? `0${rest}` : String(rest);
  return `${euros}${comma ? ',' : '.'}${decimals}`;
}

const amount = (tag: string, cents: number, t: Tender) =>
  `<cbc:${tag} currencyID="EUR">${money(cents, t.commaDecimals)}</cbc:${tag}>`;

function party(b: Buyer, t: Tender): string {
  let parents = '';
  for (let i = b.parents.length - 1; i >= 0; i--) {
    parents = `<cac-place-ext:ParentLocatedParty><cac:PartyName><cbc:Name>${esc(b.parents[i]!)}</cbc:Name></cac:PartyName>${parents}</cac-place-ext:ParentLocatedParty>`;
  }
  const name = `<cac:PartyName><cbc:Name>${esc(b.name)}</cbc:Name></cac:PartyName>`;
  // 1044 bodies come from regional platforms: no type, ids or address.
  if (t.feed === '1044')
    return `\n            <cac-place-ext:LocatedContractingParty>\n                <cac:Party>${name}</cac:Party>\n                ${parents}\n            </cac-place-ext:LocatedContractingParty>`;
  const ids = [
    ['DIR3', b.dir3],
    ['NIF', b.nif],
    ['ID_PLATAFORMA', b.platformId],
  ]
    .map(
      ([scheme, id]) =>
        `\n                    <cac:PartyIdentification><cbc:ID schemeName="${scheme}">${id}</cbc:ID></cac:PartyIdentification>`,
    )
    .join('');
  return `
            <cac-place-ext:LocatedContractingParty>
                <cbc:ContractingPartyTypeCode listURI="${CL}/2.10/ContractingAuthorityCode-2.10.gc">${b.typeCode}</cbc:ContractingPartyTypeCode>
                <cbc:ActivityCode listURI="${CL}/2.10/ContractingAuthorityActivityCode-2.10.gc">${b.activityCode}</cbc:ActivityCode>
                <cbc:BuyerProfileURIID>https://contrataciondelestado.es/wps/poc?uri=deeplink:perfilContratante&amp;idBp=${b.platformId.slice(-8)}%3D</cbc:BuyerProfileURIID>
                <cac:Party>
                    <cbc:WebsiteURI>${b.website}</cbc:WebsiteURI>${ids}
                    ${name}
                    <cac:PostalAddress><cbc:CityName>${esc(b.city)}</cbc:CityName><cbc:PostalZone>${b.postalZone}</cbc:PostalZone><cac:AddressLine><cbc:Line>${b.street}</cbc:Line></cac:AddressLine>${COUNTRY}</cac:PostalAddress>
                    <cac:Contact><cbc:Name>${esc(b.name)}</cbc:Name><cbc:Telephone>${b.phone}</cbc:Telephone><cbc:ElectronicMail>${b.email}</cbc:ElectronicMail></cac:Contact>
                </cac:Party>
                ${parents}
            </cac-place-ext:LocatedContractingParty>`;
}

function location(t: Tender): string {
  const code = `<cbc:CountrySubentityCode listURI="${CL}/2.08/NUTS-2021.gc">${t.province.nuts}</cbc:CountrySubentityCode>`;
  if (t.feed === '1044') return `<cac:RealizedLocation>${code}</cac:RealizedLocation>`;
  return `<cac:RealizedLocation><cbc:CountrySubentity>${esc(t.province.name)}</cbc:CountrySubentity>${code}<cac:Address><cbc:CityName>${esc(t.town)}</cbc:CityName>${COUNTRY}</cac:Address></cac:RealizedLocation>`;
}

function cpvs(t: Tender, list = t.cpvs): string {
  return list
    .map(
      (c) =>
        `\n                <cac:RequiredCommodityClassification><cbc:ItemClassificationCode listURI="${CPV_LIST[t.feed]}">${c.code}</cbc:ItemClassificationCode></cac:RequiredCommodityClassification>`,
    )
    .join('');
}

function project(t: Tender): string {
  const minimal = t.feed === '1044';
  const p = t.period;
  const period =
    'unit' in p
      ? `<cbc:DurationMeasure unitCode="${p.unit}">${p.value}</cbc:DurationMeasure>`
      : `<cbc:StartDate>${p.start}</cbc:StartDate><cbc:EndDate>${p.end}</cbc:EndDate>`;
  return `
            <cac:ProcurementProject>
                <cbc:Name>${esc(t.title)}</cbc:Name>
                <cbc:TypeCode listURI="${CL}/2.08/ContractCode-2.08.gc">${t.type}</cbc:TypeCode>${minimal ? '' : `\n                <cbc:SubTypeCode listURI="${CL}/1.04/${SUBTYPE_LIST[t.type]}-1.04.gc">${t.subType}</cbc:SubTypeCode>`}
                <cac:BudgetAmount>${t.estimated === undefined ? '' : amount('EstimatedOverallContractAmount', t.estimated, t)}${minimal ? '' : amount('TotalAmount', t.total, t)}${amount('TaxExclusiveAmount', t.taxExclusive, t)}</cac:BudgetAmount>${cpvs(t)}
                ${location(t)}
                <cac:PlannedPeriod>${period}</cac:PlannedPeriod>
            </cac:ProcurementProject>${t.lots
              .map(
                (lot) => `
            <cac:ProcurementProjectLot>
                <cbc:ID schemeName="ID_LOTE">${lot.id}</cbc:ID>
                <cac:ProcurementProject><cbc:Name>${esc(lot.name)}</cbc:Name><cac:BudgetAmount>${amount('TotalAmount', lot.total, t)}${amount('TaxExclusiveAmount', lot.taxExclusive, t)}</cac:BudgetAmount>${cpvs(t, [lot.cpv])}
                ${location(t)}</cac:ProcurementProject>
            </cac:ProcurementProjectLot>`,
              )
              .join('')}`;
}

function result(a: Award, t: Tender): string {
  const minimal = t.feed === '1044';
  const list = minimal ? `${CL}/2.02/TenderResultCode-2.02.gc` : `${CL}/2.09/TenderResultCode-2.09.gc`;
  let xml = `
            <cac:TenderResult>
                <cbc:ResultCode listURI="${list}">${a.resultCode}</cbc:ResultCode>`;
  if (!minimal)
    xml += `\n                <cbc:Description>${esc(a.description)}</cbc:Description>\n                <cbc:AwardDate>${a.awardDate}</cbc:AwardDate>`;
  xml += `\n                <cbc:ReceivedTenderQuantity>${a.received}</cbc:ReceivedTenderQuantity>`;
  if (!a.winner) return `${xml}\n            </cac:TenderResult>`;
  if (t.feed === '643') {
    xml += `\n                ${amount('LowerTenderAmount', a.taxExclusive, t)}${amount('HigherTenderAmount', a.higher, t)}<cbc:SMEAwardedIndicator>${a.winner.sme}</cbc:SMEAwardedIndicator>`;
  }
  if (a.contractDate)
    xml += `\n                <cac:Contract><cbc:ID>${esc(t.folderId)}</cbc:ID><cbc:IssueDate>${a.contractDate}</cbc:IssueDate></cac:Contract>`;
  const lot =
    a.lotId === undefined ? '' : `<cbc:ProcurementProjectLotID>${a.lotId}</cbc:ProcurementProjectLotID>`;
  return `${xml}
                <cac:WinningParty><cac:PartyIdentification><cbc:ID schemeName="${a.winner.scheme}">${a.winner.id}</cbc:ID></cac:PartyIdentification><cac:PartyName><cbc:Name>${esc(a.winner.name)}</cbc:Name></cac:PartyName></cac:WinningParty>
                <cac:AwardedTenderedProject>${lot}<cac:LegalMonetaryTotal>${amount('TaxExclusiveAmount', a.taxExclusive, t)}${minimal ? '' : amount('PayableAmount', a.payable, t)}</cac:LegalMonetaryTotal></cac:AwardedTenderedProject>
            </cac:TenderResult>`;
}

function terms(t: Tender): string {
  const funding = `<cbc:FundingProgramCode name="No hay financiación con fondos de la UE" listURI="${CL}/2.08/FundingProgramCode-2.08.gc">NO-EU</cbc:FundingProgramCode>`;
  if (t.feed === '1143') return `\n            <cac:TenderingTerms>${funding}</cac:TenderingTerms>`;
  return `
            <cac:TenderingTerms>
                ${funding}
                <cac:RequiredFinancialGuarantee><cbc:GuaranteeTypeCode listURI="${CL}/1.04/GuaranteeTypeCode-1.04.gc">2</cbc:GuaranteeTypeCode><cbc:AmountRate>5</cbc:AmountRate></cac:RequiredFinancialGuarantee>${t.qualification ? qualificationXml(t.qualification) : ''}
                <cac:AwardingTerms>
                    <cac:AwardingCriteria><cbc:AwardingCriteriaTypeCode listURI="${CL}/2.0/AwardingCriteriaCode-2.0.gc">OBJ</cbc:AwardingCriteriaTypeCode><cbc:Description>Precio</cbc:Description><cbc:WeightNumeric>60</cbc:WeightNumeric></cac:AwardingCriteria>
                    <cac:AwardingCriteria><cbc:AwardingCriteriaTypeCode listURI="${CL}/2.0/AwardingCriteriaCode-2.0.gc">SUBJ</cbc:AwardingCriteriaTypeCode><cbc:Description>Memoria técnica</cbc:Description><cbc:WeightNumeric>40</cbc:WeightNumeric></cac:AwardingCriteria>
                </cac:AwardingTerms>
                <cac:Language><cbc:ID>es</cbc:ID></cac:Language>
            </cac:TenderingTerms>`;
}

function process(t: Tender): string {
  let xml = `
            <cac:TenderingProcess>
                <cbc:ProcedureCode listURI="${PROCEDURE_LIST}">${t.procedure}</cbc:ProcedureCode>`;
  if (t.feed === '643') {
    xml += `\n                <cbc:UrgencyCode listURI="${CL}/1.04/DiligenceTypeCode-1.04.gc">${t.urgency}</cbc:UrgencyCode>`;
    if (t.lots.length > 0)
      xml += `\n                <cbc:PartPresentationCode listURI="${CL}/1.04/TenderPresentationCode-1.04.gc" name="A uno o varios lotes">3</cbc:PartPresentationCode>`;
    xml += `\n                <cbc:SubmissionMethodCode listURI="${CL}/1.04/TenderDeliveryCode-1.04.gc">1</cbc:SubmissionMethodCode>`;
  }
  if (t.deadline && t.feed !== '1143') {
    xml += `\n                <cac:TenderSubmissionDeadlinePeriod><cbc:EndDate>${t.deadline.date}</cbc:EndDate><cbc:EndTime>${t.deadline.time}</cbc:EndTime></cac:TenderSubmissionDeadlinePeriod>`;
  }
  return `${xml}\n            </cac:TenderingProcess>`;
}

function documents(tag: string, docs: readonly DocumentRef[]): string {
  let xml = '';
  for (const d of docs) {
    const hash = d.hash ? `<cbc:DocumentHash>${d.hash}</cbc:DocumentHash>` : '';
    xml += `\n            <cac:${tag}><cbc:ID>${esc(d.name)}</cbc:ID><cac:Attachment><cac:ExternalReference><cbc:URI>${d.uri}</cbc:URI>${hash}</cac:ExternalReference></cac:Attachment></cac:${tag}>`;
  }
  return xml;
}

function notices(t: Tender): string {
  let xml = '';
  for (const n of t.notices) {
    const acta = n.attachment
      ? `<cac-place-ext:AdditionalPublicationDocumentReference><cbc:DocumentTypeCode name="${NOTICE_DOC_NAMES[n.attachment.typeCode]}" listURI="${CL}/2.11/TenderingDocumentTypeCode-2.11.gc">${n.attachment.typeCode}</cbc:DocumentTypeCode><cac:Attachment><cac:ExternalReference><cbc:URI>${n.attachment.uri}</cbc:URI><cbc:FileName>${esc(n.attachment.fileName)}</cbc:FileName></cac:ExternalReference></cac:Attachment></cac-place-ext:AdditionalPublicationDocumentReference>`
      : '';
    xml += `
            <cac-place-ext:ValidNoticeInfo>
                <cbc-place-ext:NoticeTypeCode listURI="${CL}/2.11/TenderingNoticeTypeCode-2.11.gc">${n.type}</cbc-place-ext:NoticeTypeCode>
                <cac-place-ext:AdditionalPublicationStatus><cbc-place-ext:PublicationMediaName>${n.media}</cbc-place-ext:PublicationMediaName><cac-place-ext:AdditionalPublicationDocumentReference><cbc:IssueDate>${n.issueDate}</cbc:IssueDate></cac-place-ext:AdditionalPublicationDocumentReference>${acta}</cac-place-ext:AdditionalPublicationStatus>
            </cac-place-ext:ValidNoticeInfo>`;
  }
  for (const g of t.generalDocs) {
    xml += `
            <cac-place-ext:GeneralDocument><cac-place-ext:GeneralDocumentDocumentReference><cbc:ID>${g.id}</cbc:ID><cbc:DocumentTypeCode listURI="${CL}/2.08/GeneralContractDocuments-2.08.gc">${g.typeCode}</cbc:DocumentTypeCode><cac:Attachment><cac:ExternalReference><cbc:URI>https://contrataciondelestado.es/wps/wcm/connect/PLACE_es/Site/area/docAccCmpnt?srv=cmpnt&amp;cmpntname=GetDocumentsById&amp;source=library&amp;DocumentIdParam=${g.id}</cbc:URI><cbc:FileName>${esc(g.fileName)}</cbc:FileName></cac:ExternalReference></cac:Attachment></cac-place-ext:GeneralDocumentDocumentReference></cac-place-ext:GeneralDocument>`;
  }
  return xml;
}

/** One atom:entry with its CODICE ContractFolderStatus, in the element order PLACSP uses. */
export function entryXml(t: Tender, updated: number): string {
  const status = t.feed === '1044' ? FREE_STATUS[t.status] : t.status;
  const importe = `${money(t.taxExclusive, t.commaDecimals)}${t.feed === '1044' ? '' : ' EUR'}`;
  // A share of 1044 titles differ from the project name (the regional platform's own title).
  const title = t.feed === '1044' && t.tenderNo % 6 === 0 ? t.title.toUpperCase() : t.title;
  return `
    <entry>
        <id>${t.entryId}</id>
        <link href="${t.link}"/>
        <summary type="text">Id licitación: ${esc(t.folderId)}; Órgano de Contratación: ${esc(t.buyer.name)}; Importe: ${importe}; Estado: ${status}</summary>
        <title>${esc(title)}</title>
        <updated>${atomDateTime(updated)}</updated>
        <cac-place-ext:ContractFolderStatus>
            <cbc:ContractFolderID>${esc(t.folderId)}</cbc:ContractFolderID>
            <cbc-place-ext:ContractFolderStatusCode languageID="es" listURI="${STATUS_LIST}">${t.status}</cbc-place-ext:ContractFolderStatusCode>${t.tedUuid ? `\n            <cbc:UUID schemeName="TED">${t.tedUuid}</cbc:UUID>` : ''}${party(t.buyer, t)}${project(t)}${t.awards.map((a) => result(a, t)).join('')}${t.feed === '1044' ? '' : terms(t)}${process(t)}${documents('LegalDocumentReference', t.legalDocs)}${documents('TechnicalDocumentReference', t.technicalDocs)}${documents('AdditionalDocumentReference', t.additionalDocs)}${notices(t)}
        </cac-place-ext:ContractFolderStatus>
    </entry>`;
}
