import { beforeAll } from 'vitest'
import { seedScale } from './scale/seed'
import './scale/catalog'
import './scale/sitemap'

// The catalogue and the sitemap at 50,000 listings share one file, so the test D1 is grown once
// (about 40 s on two quiet cores; other work on the machine can make it several times that).
beforeAll(seedScale, 900_000)
