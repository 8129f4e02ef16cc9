import type { LucideIcon } from 'lucide-react'
import { FileSearch, Info, KeyRound, LibraryBig, LogIn, MessageSquare, PenLine, UserPlus } from 'lucide-react'

// The side navigation's entries, in the product's fixed order and wording. Feature entries need a signed-in user: when
// signed out they show dimmed and lead to the login page, which then returns to them.
export type NavItem = { label: string; to: string; icon: LucideIcon; needsSignIn: boolean }

export const signedOutItems: NavItem[] = [
  { label: 'Login', to: '/login', icon: LogIn, needsSignIn: false },
  { label: 'Sign Up', to: '/signup', icon: UserPlus, needsSignIn: false },
  { label: 'Forgot Password', to: '/forgot-password', icon: KeyRound, needsSignIn: false },
]

export const featureItems: NavItem[] = [
  { label: 'About', to: '/', icon: Info, needsSignIn: false },
  { label: 'Chat with TCFD', to: '/chat', icon: MessageSquare, needsSignIn: true },
  { label: 'Analyse Reports', to: '/analyse', icon: FileSearch, needsSignIn: true },
  { label: 'Write Assist', to: '/write', icon: PenLine, needsSignIn: true },
]

/** Shown to administrators only (the session's user says is_admin). */
export const adminItems: NavItem[] = [{ label: 'Report Library', to: '/library', icon: LibraryBig, needsSignIn: true }]

// The side navigation's width, permanent or in the drawer.
export const SIDE_NAV_WIDTH = '240px'

export const SIGN_IN_MESSAGE = 'Please log in to access this feature'
