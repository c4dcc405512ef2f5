import { marketingResolve } from '../marketing'
import { definePage } from '../page'
import { PROJECTS } from '../vienna/projects'
import { ProjectLanding } from '../vienna/vienna-page'
import route from './route'

export default definePage(route, {
  resolve: marketingResolve(route, { hero: true }),
  Component: () => <ProjectLanding project={PROJECTS['vienna-rak']} />,
})
