import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from '../../../src/components/markup/SafeHtml';
import { sanitizeHtml } from '../../../src/lib/sanitizeHtml';

describe('sanitizeHtml / SafeHtml', () => {
  it('keeps ordinary markup', () => {
    const clean = sanitizeHtml(
      '<p>Modules <strong>4G</strong> <a href="https://a.example/x">more</a></p>',
    );
    expect(clean).toBe('<p>Modules <strong>4G</strong> <a href="https://a.example/x">more</a></p>');
  });

  it('strips scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script><img src="x.png" onerror="steal()">' +
        '<a href="javascript:steal()">link</a><a href=" JaVaScRiPt:steal()">2</a><iframe src="https://evil.example"></iframe></p>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
    expect(clean).toContain('Hi');
    expect(clean).toContain('link');
  });

  it('renders the cleaned markup in the element asked for', () => {
    const { container } = render(
      <SafeHtml as="section" className="intro" html={'<b>Bold</b><script>alert(1)</script>'} />,
    );
    const section = container.querySelector('section.intro');
    expect(section?.innerHTML).toBe('<b>Bold</b>');
  });
});
