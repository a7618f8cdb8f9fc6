// The languages families and staff speak, for student and staff forms (GET languages).

export interface Language {
  id: number;
  name: string;
  /** ISO 639-1. */
  code: string;
}

const names: readonly [string, string][] = [
  ['English', 'en'],
  ['Spanish', 'es'],
  ['Chinese (Mandarin)', 'zh'],
  ['Cantonese', 'yue'],
  ['Tagalog', 'tl'],
  ['Vietnamese', 'vi'],
  ['Arabic', 'ar'],
  ['French', 'fr'],
  ['Haitian Creole', 'ht'],
  ['Korean', 'ko'],
  ['Russian', 'ru'],
  ['Portuguese', 'pt'],
  ['German', 'de'],
  ['Hindi', 'hi'],
  ['Urdu', 'ur'],
  ['Bengali', 'bn'],
  ['Polish', 'pl'],
  ['Italian', 'it'],
  ['Yiddish', 'yi'],
  ['Hebrew', 'he'],
  ['Japanese', 'ja'],
  ['Somali', 'so'],
  ['Punjabi', 'pa'],
  ['Gujarati', 'gu'],
  ['American Sign Language', 'ase'],
];

export const languages: readonly Language[] = names.map(([name, code], index) => ({ id: index + 1, name, code }));
