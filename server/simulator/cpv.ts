/**
 * A curated set of real CPV 2008 codes (labels as in the official catalogue) with the contract type
 * they usually go with and object phrases for titles. Kept in code on purpose: the generator must
 * not depend on the reference CSV being present.
 */
export type ContractType = 1 | 2 | 3; // Suministros, Servicios, Obras (ContractCode-2.08)

export interface CpvEntry {
  code: string;
  label: string;
  type: ContractType;
  /** VAT in percent; 10 % for transport and catering, 0 for exempt insurance. */
  vat: number;
  /** What the contract is about, written to follow "Servicio de" / "Suministro de" / "Obras de". */
  objects: readonly string[];
}

const s = (code: string, label: string, vat: number, objects: string[]): CpvEntry => ({
  code,
  label,
  type: 2,
  vat,
  objects,
});
const g = (code: string, label: string, objects: string[]): CpvEntry => ({
  code,
  label,
  type: 1,
  vat: 21,
  objects,
});
const w = (code: string, label: string, objects: string[]): CpvEntry => ({
  code,
  label,
  type: 3,
  vat: 21,
  objects,
});

export const CPV_CODES: readonly CpvEntry[] = [
  s('90911200', 'Servicios de limpieza de edificios', 21, [
    'limpieza de edificios municipales',
    'limpieza de los colegios públicos',
    'limpieza de las dependencias administrativas',
  ]),
  s('90910000', 'Servicios de limpieza', 21, ['limpieza integral', 'limpieza de instalaciones deportivas']),
  s('90919200', 'Servicios de limpieza de oficinas', 21, [
    'limpieza de oficinas',
    'limpieza de la sede central',
  ]),
  s('79710000', 'Servicios de seguridad', 21, ['seguridad y vigilancia', 'vigilancia de instalaciones']),
  s('79713000', 'Servicios de guardias de seguridad', 21, [
    'vigilancia y seguridad privada',
    'control de accesos',
  ]),
  s('77310000', 'Servicios de plantación y mantenimiento de zonas verdes', 21, [
    'mantenimiento de zonas verdes',
    'conservación de parques y jardines',
  ]),
  s('77311000', 'Servicios de mantenimiento de jardines y parques', 21, [
    'mantenimiento de jardines y parques municipales',
  ]),
  s('77211000', 'Servicios relacionados con la explotación forestal', 21, [
    'tratamientos selvícolas',
    'prevención de incendios forestales',
  ]),
  s('90512000', 'Servicios de transporte de desperdicios', 21, [
    'transporte de residuos a planta de tratamiento',
  ]),
  s('90511000', 'Servicios de recogida de desperdicios', 21, [
    'recogida de residuos sólidos urbanos',
    'recogida selectiva de residuos',
  ]),
  s('60130000', 'Servicios especiales de transporte de pasajeros por carretera', 10, [
    'transporte escolar',
    'transporte de personal',
  ]),
  s('60140000', 'Transporte no regular de pasajeros', 10, [
    'transporte de viajeros para actividades culturales',
  ]),
  s('60112000', 'Servicios de transporte por la vía pública', 10, ['transporte urbano de viajeros']),
  s('55523100', 'Servicios de comidas para escuelas', 10, [
    'comedor escolar',
    'servicio de comedor en escuelas infantiles',
  ]),
  s('55321000', 'Servicios de preparación de comidas', 10, [
    'preparación y distribución de comidas a domicilio',
  ]),
  s('85311200', 'Servicios de bienestar social proporcionados a minusválidos', 4, [
    'atención a personas con discapacidad',
  ]),
  s('85312000', 'Servicios de asistencia social sin alojamiento', 4, [
    'ayuda a domicilio',
    'atención social en centros de día',
  ]),
  s('80530000', 'Servicios de formación profesional', 21, [
    'formación para el empleo',
    'formación del personal',
  ]),
  s('79341000', 'Servicios de publicidad', 21, ['publicidad institucional', 'campañas de difusión']),
  s('72000000', 'Servicios TI: consultoría, desarrollo de software, Internet y apoyo', 21, [
    'soporte informático',
    'asistencia técnica en tecnologías de la información',
  ]),
  s('72212000', 'Servicios de programación de software de aplicación', 21, [
    'desarrollo de la sede electrónica',
    'desarrollo de aplicaciones de gestión',
  ]),
  s('72267000', 'Servicios de mantenimiento y reparación de software', 21, [
    'mantenimiento del software de gestión tributaria',
    'mantenimiento de aplicaciones',
  ]),
  s('64200000', 'Servicios de telecomunicaciones', 21, ['telefonía fija y móvil', 'comunicaciones de datos']),
  s('79212000', 'Servicios de auditoría', 21, ['auditoría de cuentas', 'auditoría financiera']),
  s('71322000', 'Servicios de diseño técnico para la construcción de obras de ingeniería civil', 21, [
    'redacción del proyecto de urbanización',
  ]),
  s('71242000', 'Elaboración de proyectos y diseños, presupuestos', 21, [
    'redacción de proyecto y dirección de obra',
  ]),
  s('71000000', 'Servicios de arquitectura, construcción, ingeniería e inspección', 21, [
    'asistencia técnica a la dirección de obra',
  ]),
  s('71521000', 'Servicios de supervisión del emplazamiento de la obra', 21, [
    'coordinación de seguridad y salud en obras',
  ]),
  s('50232100', 'Servicios de mantenimiento de alumbrado público de calles', 21, [
    'mantenimiento del alumbrado público',
  ]),
  s('50312000', 'Mantenimiento y reparación de equipo informático', 21, [
    'mantenimiento de equipos informáticos',
  ]),
  s('50700000', 'Servicios de reparación y mantenimiento de equipos de edificios', 21, [
    'mantenimiento de instalaciones de climatización',
    'mantenimiento integral de edificios',
  ]),
  s('50750000', 'Servicios de mantenimiento de ascensores', 21, ['mantenimiento de ascensores']),
  s('50110000', 'Servicios de reparación y mantenimiento de vehículos de motor y equipo asociado', 21, [
    'mantenimiento de la flota de vehículos',
  ]),
  s('66510000', 'Servicios de seguros', 0, [
    'seguro de responsabilidad civil',
    'seguro de daños materiales',
    'seguro de flota de vehículos',
  ]),
  s('92500000', 'Servicios de bibliotecas, archivos, museos y otros servicios culturales', 21, [
    'gestión de la biblioteca municipal',
    'digitalización del archivo histórico',
  ]),
  s('92312000', 'Servicios artísticos', 21, [
    'actuaciones musicales de las fiestas patronales',
    'programación cultural',
  ]),
  s('79952000', 'Servicios de eventos', 21, ['organización de eventos institucionales']),
  s('98371000', 'Servicios funerarios', 21, ['gestión del cementerio municipal']),
  s(
    '90600000',
    'Servicios de saneamiento y limpieza en áreas urbanas o rurales y relacionados con ellos',
    21,
    ['limpieza viaria', 'limpieza de playas'],
  ),
  s('90500000', 'Servicios relacionados con desperdicios y residuos', 21, [
    'gestión de residuos',
    'gestión del punto limpio',
  ]),
  w('45000000', 'Trabajos de construcción', [
    'reforma del edificio consistorial',
    'rehabilitación del antiguo mercado',
  ]),
  w('45233000', 'Trabajos de construcción, cimentación y pavimentación de autopistas y carreteras', [
    'pavimentación de calles',
    'mejora de la carretera provincial',
  ]),
  w('45233141', 'Trabajos de mantenimiento de carreteras', [
    'conservación de carreteras',
    'refuerzo de firme',
  ]),
  w('45210000', 'Trabajos de construcción de inmuebles', [
    'construcción de un centro social',
    'construcción de viviendas de protección oficial',
  ]),
  w('45214000', 'Trabajos de construcción de edificios relacionados con la enseñanza y la investigación', [
    'ampliación del colegio público',
    'construcción de una escuela infantil',
  ]),
  w('45212200', 'Trabajos de construcción de instalaciones deportivas', [
    'construcción de un pabellón polideportivo',
    'reforma de la piscina municipal',
  ]),
  w('45232400', 'Obras de alcantarillado', [
    'renovación de la red de saneamiento',
    'mejora del alcantarillado',
  ]),
  w('45231300', 'Trabajos de construcción de tuberías para agua y aguas residuales', [
    'renovación de la red de abastecimiento de agua',
  ]),
  w('45262700', 'Trabajos de transformación de edificios', [
    'adecuación de locales para oficinas',
    'accesibilidad del centro cívico',
  ]),
  w('45453000', 'Trabajos de revisión y reacondicionamiento', [
    'reparación de cubiertas',
    'rehabilitación de fachadas',
  ]),
  w('45332000', 'Trabajos de instalación sanitaria y de colocación de tuberías de desagüe', [
    'reforma de aseos y vestuarios',
  ]),
  w('45316110', 'Instalación de equipo de alumbrado para carreteras', [
    'renovación del alumbrado público con tecnología LED',
  ]),
  w('45112700', 'Trabajos de paisajismo', [
    'acondicionamiento del parque fluvial',
    'urbanización de la plaza mayor',
  ]),
  g('09134100', 'Gasoil', ['gasóleo de calefacción', 'combustible para vehículos']),
  g('09310000', 'Electricidad', ['energía eléctrica', 'suministro eléctrico en alta y baja tensión']),
  g('30192000', 'Artículos de oficina', ['material de oficina', 'consumibles de oficina']),
  g('30213000', 'Ordenadores personales', ['ordenadores personales', 'equipos portátiles']),
  g('30232000', 'Periféricos', ['impresoras y periféricos', 'pantallas y periféricos']),
  g('33600000', 'Productos farmacéuticos', ['medicamentos', 'productos farmacéuticos para el hospital']),
  g('33140000', 'Material médico fungible', ['material sanitario fungible', 'material de curas']),
  g(
    '33141000',
    'Productos consumibles médicos no químicos desechables y productos consumibles hematológicos',
    ['productos sanitarios desechables'],
  ),
  g('39130000', 'Muebles de oficina', ['mobiliario de oficina']),
  g('39160000', 'Mobiliario escolar', ['mobiliario escolar']),
  g('39830000', 'Productos de limpieza', ['productos de limpieza e higiene']),
  g('15800000', 'Productos alimenticios diversos', ['productos alimenticios', 'víveres para la residencia']),
  g('15100000', 'Productos de origen animal, carne y productos cárnicos', ['carne y productos cárnicos']),
  g('22200000', 'Periódicos, revistas especializadas, publicaciones periódicas y revistas', [
    'suscripciones a publicaciones periódicas',
  ]),
  g('34144900', 'Vehículos eléctricos', ['vehículos eléctricos para la policía local']),
  g('34110000', 'Automóviles para pasajeros', ['vehículos de turismo']),
  g('34136000', 'Camionetas', ['furgonetas para la brigada de obras']),
  g('44113620', 'Asfalto', ['aglomerado asfáltico en caliente']),
  g('35113400', 'Ropa de protección y de seguridad', [
    'equipos de protección individual',
    'vestuario de protección para bomberos',
  ]),
  g('31500000', 'Material de iluminación y lámparas eléctricas', [
    'luminarias LED',
    'material eléctrico y de iluminación',
  ]),
  g('18110000', 'Indumentaria de trabajo', ['vestuario laboral', 'uniformes de la policía local']),
  g('16700000', 'Tractores', ['un tractor desbrozador']),
  g('03451000', 'Plantas', ['planta ornamental', 'arbolado para repoblación']),
  g('42900000', 'Máquinas diversas para usos generales y especiales', [
    'maquinaria para el servicio de obras',
  ]),
  g('38000000', 'Equipo de laboratorio, óptico y de precisión (excepto gafas)', [
    'equipamiento de laboratorio',
  ]),
  g('32000000', 'Equipos de radio, televisión, comunicaciones y telecomunicaciones y equipos conexos', [
    'equipos de radiocomunicación',
  ]),
];

export const CPV_BY_TYPE: Readonly<Record<ContractType, readonly CpvEntry[]>> = {
  1: CPV_CODES.filter((c) => c.type === 1),
  2: CPV_CODES.filter((c) => c.type === 2),
  3: CPV_CODES.filter((c) => c.type === 3),
};
