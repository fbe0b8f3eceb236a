import { wordlist } from '@scure/bip39/wordlists/italian.js';

/**
 * The Italian list of BIP-39 (2048 words, 11 bits each): common words of 4 to 9 letters without accents, no two
 * alike in their first four letters, so each is easy to type and hard to mistake. From
 * @scure/bip39 (MIT), which copies it from the BIP-39 repository.
 */
export const ITALIAN_WORDS: readonly string[] = wordlist;
