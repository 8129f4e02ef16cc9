import type { CategoriesResponse } from '../../../core/contract/search'

/**
 * The built-in sample lists. Only the category lists may fall back to sample data, and only when the server cannot be
 * reached and the service worker holds no cached copy; the screen then says so.
 */
export const SAMPLE_CATEGORIES: CategoriesResponse = {
  industry_categories: [
    'Agriculture',
    'Mining',
    'Construction',
    'Manufacturing',
    'Transportation',
    'Finance',
    'Services',
  ],
  risk_categories: ['Physical', 'Transition', 'Liability', 'Market', 'Policy', 'Technology', 'Reputation'],
  action_categories: ['Mitigation', 'Adaptation', 'Resilience', 'Innovation', 'Governance'],
}
