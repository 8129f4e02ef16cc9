import { HStack, Slider } from '@chakra-ui/react'
import { REPORTS_DEFAULT, REPORTS_MAX, REPORTS_MIN } from '../../../core/contract/search'
import { analyseMessages } from './messages'

const MARKS = [REPORTS_MIN, 25, REPORTS_MAX].map((value) => ({ value, label: String(value) }))

type Props = { value: number; onChange: (value: number) => void; disabled: boolean }

/** 1 to 50 reports in steps of 1, marks at 1, 25 and 50, and the chosen number always in view. */
export function ReportCountSlider({ value, onChange, disabled }: Props) {
  return (
    <Slider.Root
      min={REPORTS_MIN}
      max={REPORTS_MAX}
      step={1}
      value={[value]}
      onValueChange={(details) => onChange(details.value[0] ?? REPORTS_DEFAULT)}
      getAriaValueText={(details) => `${details.value} ${details.value === 1 ? 'report' : 'reports'}`}
      disabled={disabled}
      thumbAlignment="center"
      pb="4"
    >
      <HStack justify="space-between" align="flex-start" gap="3" mb="1">
        <Slider.Label fontWeight="medium">{analyseMessages.reportsSliderLabel}</Slider.Label>
        <Slider.ValueText fontWeight="semibold" color="brand.fg" minW="2ch" textAlign="end" aria-hidden="true" />
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
        <Slider.Marks marks={MARKS} />
      </Slider.Control>
    </Slider.Root>
  )
}
