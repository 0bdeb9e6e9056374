import type { ShopTheme } from './theme';

declare module 'styled-components' {
  // The interface must stay empty: it only gives styled-components' theme the shop's token types.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ShopTheme {}
}
