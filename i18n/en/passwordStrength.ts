import type { DeepStrings } from '../messages';
import type { passwordStrengthId } from '../id/passwordStrength';

/** English counterparts of `i18n/id/passwordStrength.ts`. */
export const passwordStrengthEn: DeepStrings<typeof passwordStrengthId> = {
  password_strength: {
    common: 'This password is too common and easy to guess.',
    personal: 'This password resembles your name, username or email.',
    word: 'A single word or name is easy to guess.',
    keyboard: 'A row of keyboard keys is easy to guess.',
    repeat: 'Repeated characters or patterns are easy to guess.',
    sequence: 'Sequences like "abc" or "6543" are easy to guess.',
    dates: 'Years and dates are easy to guess.',
    weak: 'This password is too weak.',
    hint: {
      l33t: 'Replacing letters with look-alike digits or symbols (such as "@" for "a") does not help much.',
      reverseWords: 'A word spelled backwards is still easy to guess.',
      allUppercase: 'Capitalise some letters, not all of them.',
      capitalization: 'Capitalise letters other than the first one.',
      dates: 'Avoid dates and years that are associated with you.',
      recentYears: 'Avoid recent years.',
      associatedYears: 'Avoid years that are associated with you.',
      sequences: 'Avoid sequences of letters or digits.',
      repeated: 'Avoid repeated words and characters.',
      longerKeyboardPattern: 'Use longer keyboard patterns and change direction more often.',
      anotherWord: 'Add a word or two more; uncommon words are better.',
      useWords: 'Use several words, but avoid common phrases.',
      pwned: 'This password has leaked on the internet; choose another one.',
    },
  },
};
