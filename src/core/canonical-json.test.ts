import { expect, test } from 'vitest'
import { canonicalJson } from './canonical-json'

test('key order and spacing make no difference, at any depth; array order does', () => {
  const a = canonicalJson(JSON.parse('{"b": 1, "a": {"z": [3, {"y": 2, "x": 1}], "k": null}}'))
  const b = canonicalJson(JSON.parse('{"a":{"k":null,"z":[3,{"x":1,"y":2}]},"b":1}'))
  expect(a).toBe('{"a":{"k":null,"z":[3,{"x":1,"y":2}]},"b":1}')
  expect(b).toBe(a)
  expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]))
})

test('keys sort by code unit, not by locale; a value JSON cannot hold is null', () => {
  expect(canonicalJson({ b: 1, B: 2, é: 3, a: 4 })).toBe('{"B":2,"a":4,"b":1,"é":3}')
  expect(canonicalJson(undefined)).toBe('null')
  expect(canonicalJson({ text: 'line\n"quoted"' })).toBe('{"text":"line\\n\\"quoted\\""}')
})
