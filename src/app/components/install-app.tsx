import { Button } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { promptInstall, useInstallOption } from '../lib/install-prompt'
import { deferred } from './deferred'

// Only iOS shows the steps, in a dialog: its code loads there alone.
const IosInstallSteps = deferred(() => import('./ios-install-steps').then((module) => module.IosInstallSteps))

export function InstallApp() {
  const option = useInstallOption()

  if (option === 'prompt') {
    return (
      <Button variant="outline" size="sm" w="full" onClick={() => void promptInstall()}>
        <Download size={16} aria-hidden="true" /> Install app
      </Button>
    )
  }

  if (option === 'ios-steps') return <IosInstallSteps />

  return null
}
