// How a resource's name reads inside a sentence ('Add contact', 'Delete ABC entry').

/** A noun as it reads mid-sentence: 'Contact' → 'contact', but an abbreviation ('ABC entry') stays. */
export function lower(noun: string): string {
  return /^[A-Z]{2,}/.test(noun) ? noun : noun.charAt(0).toLowerCase() + noun.slice(1);
}
