import { foldWord } from './words';

/**
 * The Snowball project's Spanish stop-word list (snowballstem.org, algorithms/spanish/stop.txt),
 * the one PostgreSQL's `spanish` text-search configuration also drops: articles, prepositions,
 * pronouns, conjunctions and the forms of estar, haber, ser, tener and sentir. Note that it holds
 * "estado" (a participle of estar) and "sentido".
 */
const SNOWBALL_SPANISH = `
de la que el en y a los del se las por un para con no una su al lo como más pero sus le ya o
este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos
durante todos uno les ni contra otros ese eso ante ellos e esto mí antes algunos qué unos yo otro
otras otra él tanto esa estos mucho quienes nada muchos cual poco ella estar estas algunas algo
nosotros mi mis tú te ti tu tus ellas nosotras vosotros vosotras os mío mía míos mías tuyo tuya
tuyos tuyas suyo suya suyos suyas nuestro nuestra nuestros nuestras vuestro vuestra vuestros
vuestras esos esas
estoy estás está estamos estáis están esté estés estemos estéis estén estaré estarás estará
estaremos estaréis estarán estaría estarías estaríamos estaríais estarían estaba estabas
estábamos estabais estaban estuve estuviste estuvo estuvimos estuvisteis estuvieron estuviera
estuvieras estuviéramos estuvierais estuvieran estuviese estuvieses estuviésemos estuvieseis
estuviesen estando estado estada estados estadas estad
he has ha hemos habéis han haya hayas hayamos hayáis hayan habré habrás habrá habremos habréis
habrán habría habrías habríamos habríais habrían había habías habíamos habíais habían hube
hubiste hubo hubimos hubisteis hubieron hubiera hubieras hubiéramos hubierais hubieran hubiese
hubieses hubiésemos hubieseis hubiesen habiendo habido habida habidos habidas
soy eres es somos sois son sea seas seamos seáis sean seré serás será seremos seréis serán sería
serías seríamos seríais serían era eras éramos erais eran fui fuiste fue fuimos fuisteis fueron
fuera fueras fuéramos fuerais fueran fuese fueses fuésemos fueseis fuesen sintiendo sentido
sentida sentidos sentidas siente sentid
tengo tienes tiene tenemos tenéis tienen tenga tengas tengamos tengáis tengan tendré tendrás
tendrá tendremos tendréis tendrán tendría tendrías tendríamos tendríais tendrían tenía tenías
teníamos teníais tenían tuve tuviste tuvo tuvimos tuvisteis tuvieron tuviera tuvieras
tuviéramos tuvierais tuvieran tuviese tuvieses tuviésemos tuvieseis tuviesen teniendo tenido
tenida tenidos tenidas tened
`;

/** The list folded like every searched word (lower case, no accents): "está" and "esta" are one. */
export const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  SNOWBALL_SPANISH.split(/\s+/).filter(Boolean).map(foldWord),
);

/** Whether a word (in any case, with or without accents) is a Spanish stop word. */
export const isSpanishStopWord = (word: string) => SPANISH_STOP_WORDS.has(foldWord(word));

/** A word that says what a text is about: not a stop word, not a bare number, at least `minLength` long. */
export const isContentWord = (word: string, minLength: number) =>
  word.length >= minLength && !/^\d+$/.test(word) && !isSpanishStopWord(word);
