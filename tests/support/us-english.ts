/**
 * British spellings the site, the inbox and the owner's manuals must not use: the business and
 * its customers are in Charlotte, NC, and write US English (docs/design.md, Voice). One list for
 * both checks, the one over the built pages (tests/site/us-english.test.ts) and the one over the
 * repository's text (tests/unit/us-english.test.ts).
 *
 * Each pattern is a whole word in any case, or the start of a camelCase name ("colourFor").
 * "Cancelled" and "cancellation" are not here: US dictionaries give "cancelled" beside "canceled".
 */
const britishWords: readonly string[] = [
  'neighbour(?:s|ed|ing|ly|hoods?)?',
  'colour(?:s|ed|ing|ful|less|ation)?',
  'favour(?:s|ed|ing|ite|ites|able)?',
  'honour(?:s|ed|ing|able)?',
  'labour(?:s|ed|ing|er|ers)?',
  'behaviour(?:s|al)?',
  '(?:flav|harb|hum|rum|od|vap|arm|endeav|sav|savi|vig|rig|splend|clam|val|tum|cand|ard|ferv|parl)our(?:s|ed|ing)?',
  'licences?',
  '(?:defen|offen|preten)ces?',
  '(?:cent|met|lit|fib|theat|calib|meag|somb|lust|spect)re(?:s|d)?',
  'grey(?:s|ed|er|est|ish|ness)?',
  'catalogue(?:s|d)?',
  'programmes?',
  '(?:analy|paraly|cataly)s(?:e|ed|ing)',
  'practis(?:e|es|ed|ing)',
  '(?:judge|acknowledge|abridge)ments?',
  'ageing',
  'artefacts?',
  'enquir(?:e|es|ed|ing|y|ies)',
  'cheques?',
  'tyres?',
  'kerbs?',
  'aluminium',
  'storeys?',
  'mould(?:s|ed|ing|y)?',
  'plough(?:s|ed|ing)?',
  'draught(?:s|y)?',
  'whilst',
  'manoeuvr(?:e|es|ed|ing)',
  'jeweller(?:y|s)?',
  'instalments?',
  'enrol(?:s|ment)?',
  'fulfil(?:s|ment)?',
  '(?:skil|wil)ful(?:ly)?',
  // Doubled before a suffix in British English only: levelled, labelling, dialling, modeller.
  '(?:travel|model|label|level|signal|fuel|total|dial|channel|counsel|tunnel|funnel|shovel|jewel|equal|pedal|rival|quarrel|unravel)l(?:ed|ing|er|ers|or|ors)',
  // -ise and -isation where US English writes -ize and -ization.
  '(?:organ|recogn|real|priorit|summar|apolog|minim|maxim|optim|custom|author|categor|emphas|standard|final|util|memor|personal|special|visual|critic|character|synchron|initial|serial|normal|sanit|capital|local|item|raster|neutral|stabil|equal|harmon|mobil|penal|polar|public|random|token|vandal|moistur|fertil|material|familiar|jeopard|legal|scrutin|social|steril|subsid|symbol|sympath|modern|global|central|general|commercial|human|theor|motor|fantas|anonym|computer|dramat|energ|extern|intern|hypnot|ideal|immun|individual|magnet|marginal|mechan|metabol|miniatur|national|natural|oxid|pasteur|pressur|privat|pulver|radical|rational|regular|revital|satir|sensit|stigmat|synthes|systemat|trivial|urban|vocal|victim|digit|alphabet|homogen|colon|econom|epitom|prioritis|weather)is(?:e|es|ed|ing|ation|ations|er|ers)',
];

// Case-insensitive words that end where a lowercase letter does not follow, so "colourFor" is found and "greyhound" is not.
const britishPattern = new RegExp(`(?<![A-Za-z])(?i:${britishWords.join('|')})(?![a-z])`, 'g');

/**
 * Names stored in the database before this rule, kept so saved data still reads. They are names in
 * code, never shown: the business facts' license number is stored as `licenceNumber`.
 */
export const storedNames = ['licenceNumber'] as const;

/** Every British spelling in `text`, each with the words around it, so a failure says where. */
export function britishSpellings(text: string): string[] {
  const checked = storedNames.reduce((rest, name) => rest.replaceAll(name, ''), text);
  return [...checked.matchAll(britishPattern)].map((match) => {
    const around = checked.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).replace(/\s+/g, ' ');
    return `"${match[0]}" in "…${around}…"`;
  });
}
