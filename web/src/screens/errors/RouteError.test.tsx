import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGraphQL } from '../../test/render';

function Broken(): never {
  throw new Error('The list could not be drawn.');
}

describe('route errors', () => {
  it("show the app's error element, not React Router's default", async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithGraphQL(<Broken />);
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be drawn.');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    quiet.mockRestore();
  });
});
