import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

// New passwords (sign-up, reset, change) must not be among the commonest passwords or a trivial pattern. zxcvbn-ts
// matches its ranked list of leaked passwords, repeats ("aaaaaa", six spaces, "abcabc"), sequences ("abcdef",
// "654321") and keyboard runs, and estimates how many guesses the password takes; score 0 means under a thousand,
// which is what an attacker tries first. Anything above that is allowed, so the six-character minimum stays
// the only other rule. The check runs on the server only: the word lists would add megabytes to the browser bundle.

let estimator: ZxcvbnFactory | undefined

export function isTooGuessable(password: string): boolean {
  // Building the matchers takes about 50 ms, so it happens once, on the first new password.
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 64 })
  return estimator.check(password).score === 0
}
