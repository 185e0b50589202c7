// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import AboutPage from './about-page';
import { renderRoutes, stubFetch } from '../../test/stub-fetch';
import { SITE_INFO_ELEMENT_ID } from '../../lib/site-info';

afterEach(() => {
  cleanup();
  document.getElementById(SITE_INFO_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

/** What the server's shell carries: the admins' site name and tagline. */
function embedSiteInfo(info: { name: string; tagline: string; signUpOpen: boolean }) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_INFO_ELEMENT_ID;
  script.textContent = JSON.stringify(info);
  document.head.append(script);
}

describe('AboutPage', () => {
  it("names the site as its admins named it, with the site's tagline", async () => {
    stubFetch();
    embedSiteInfo({ name: 'Team Prompts', tagline: 'Prompts our team trusts', signUpOpen: true });
    renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Team Prompts' })).toBeInTheDocument();
    expect(screen.getByText('Prompts our team trusts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Team Prompts is' })).toBeInTheDocument();
    expect(screen.getByText(/^Team Prompts is a community library of prompts/)).toBeInTheDocument();
    // The software keeps its own name where the page speaks of the software.
    expect(screen.getByText(/^Prompt Commons is open-source software/)).toBeInTheDocument();
  });
});
