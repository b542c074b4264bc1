import { ToWords } from 'to-words/en-IN';

// The Indian English locale alone (the whole library carries 135 of them).
const words = new ToWords();

const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const UNITS = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';

/** A whole number in Indian English words (lakh, crore), compound tens hyphenated: "Twenty-One". */
function inWords(whole: number): string {
  return words.convert(whole).replace(new RegExp(`\\b(${TENS}) (${UNITS})\\b`, 'g'), '$1-$2');
}

/**
 * An amount as an invoice writes it: "Rupees Twenty-One Thousand Two Hundred Forty and Paise Fifty Only",
 * without the paise when there are none.
 */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const head = `Rupees ${inWords(rupees)}`;
  return rest ? `${head} and Paise ${inWords(rest)} Only` : `${head} Only`;
}
