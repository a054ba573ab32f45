import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AddressText } from '../../../src/components/address/AddressText';
import { renderWithI18n } from '../../support/renderWithI18n';

const stored = { province: '广东省', city: '深圳市', district: '福田区', address: '福华路 1 号' };

describe('a saved address shown on a page', () => {
  it('keeps the stored Chinese names on Chinese pages', async () => {
    await renderWithI18n(
      <p data-testid="address">
        <AddressText address={stored} />
      </p>,
      'zh',
    );
    expect(screen.getByTestId('address').textContent).toBe('广东省 深圳市 福田区 福华路 1 号');
  });

  it('names the regions in English on English pages, once their names have loaded', async () => {
    await renderWithI18n(
      <p data-testid="address">
        <AddressText address={stored} />
      </p>,
      'en',
    );
    expect(await screen.findByText('Guangdong Shenzhen Futian District 福华路 1 号')).toBe(
      screen.getByTestId('address'),
    );
    expect(screen.getByTestId('address').textContent).not.toMatch(/广东|深圳|福田/);
  });
});
