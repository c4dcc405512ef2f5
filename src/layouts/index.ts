import type { ComponentType, ReactNode } from 'react'
import type { LayoutName } from '../route-table'
import { DefaultLayout } from './default-layout'
import { EmptyLayout } from './empty-layout'
import { ViennaLayout } from './vienna-layout'

export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  vienna: ViennaLayout,
  empty: EmptyLayout,
}
