import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { createAppSystem } from './theme'

const system = createAppSystem()

// theme.ts builds the Chakra system with only the recipes the app uses (the rest stay out of the entry chunk). A
// component whose recipe is missing renders unstyled without any error, so this test reads which Chakra components
// the app imports and checks that the system has every recipe they render with, including the ones they render
// inside themselves (icons, the spinner of a loading button, a checkbox's checkmark).
const recipesOf: Record<string, string[]> = {
  Accordion: ['accordion', 'icon'],
  Alert: ['alert', 'icon'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button', 'spinner'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button', 'icon'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field', 'icon'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  IconButton: ['button', 'spinner'],
  Input: ['input'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu', 'icon'],
  NativeSelect: ['nativeSelect', 'icon'],
  Popover: ['popover'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Slider: ['slider'],
  Spinner: ['spinner'],
  Table: ['table'],
  Tabs: ['tabs'],
  Tag: ['tag', 'icon'],
  Textarea: ['textarea'],
  // the styles of Field's parts, read inside Field.Root
  useFieldStyles: ['field'],
}
const withoutRecipe = new Set([
  'Box',
  'Center',
  'ChakraProvider',
  'CheckboxGroup',
  'Flex',
  'Grid',
  'HStack',
  'Image',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'defineStyle',
  'useBreakpointValue',
])

function chakraImports(): Set<string> {
  const root = join(process.cwd(), 'src/app')
  const names = new Set<string>()
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
    const source = readFileSync(join(root, file), 'utf8')
    for (const [, list] of source.matchAll(/import \{([^}]+)\} from '@chakra-ui\/react'/g)) {
      for (const name of list!.split(',')) {
        const trimmed = name.trim()
        if (trimmed && !trimmed.startsWith('type ')) names.add(trimmed.split(/\s+as\s+/)[0]!)
      }
    }
  }
  return names
}

test('every Chakra component the app imports has the recipes it renders with', () => {
  const imported = chakraImports()
  expect(imported.size).toBeGreaterThan(30)
  for (const name of imported) {
    if (withoutRecipe.has(name)) continue
    // A component new to the app: add its recipes to theme.ts, then list them here.
    expect(recipesOf, `${name} is not listed in theme.test.ts`).toHaveProperty(name)
    for (const key of recipesOf[name]!)
      expect(system.isRecipe(key) || system.isSlotRecipe(key), `${name} needs the "${key}" recipe`).toBe(true)
  }
})

test('recipes of components the app does not use stay out of the system', () => {
  for (const key of ['carousel', 'colorPicker', 'datePicker', 'treeView', 'toast', 'tooltip']) {
    expect(system.isRecipe(key) || system.isSlotRecipe(key), key).toBe(false)
  }
  // The theme's own parts are still there.
  expect(system.token('colors.brand.400')).toBe('#68c8de')
})

test('every colour palette the app names is in the system', () => {
  const root = join(process.cwd(), 'src/app')
  const named = new Set<string>()
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
    const source = readFileSync(join(root, file), 'utf8')
    // colorPalette="red", colorPalette: 'red', and the { palette: 'red' } tables that feed colorPalette={palette}.
    for (const [, name] of source.matchAll(/\b(?:colorPalette|palette)(?:=|:\s*)["']([a-z]+)["']/g)) named.add(name!)
  }
  expect(named).toContain('orange')
  // A palette missing here: add it to `palettes` in theme.ts.
  for (const name of named) expect(system.token(`colors.${name}.solid`), name).toBeDefined()
})

test('the tokens carry their dark values only: one set of CSS variables, none per colour mode', () => {
  const cssVars = (system as unknown as { tokens: { cssVarMap: Map<string, Map<string, string>> } }).tokens.cssVarMap
  expect([...cssVars.keys()]).toEqual(['base'])
  expect(cssVars.get('base')!.get('--chakra-colors-fg')).toBe('var(--chakra-colors-gray-50)')
  expect(cssVars.get('base')!.get('--chakra-colors-bg-error')).toBe('var(--chakra-colors-red-950)')
})
