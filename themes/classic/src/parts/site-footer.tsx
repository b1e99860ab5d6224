import type { VNode } from 'preact';
import type { ShellContext } from './context.ts';
import { SiteLink } from './link.tsx';
import { NavIcon } from './ui-icons.tsx';

/** Footer: link columns, social links and the site name. */
export function SiteFooter({ ctx }: { ctx: ShellContext }): VNode {
  const footer = ctx.site.footer;
  return (
    <footer
      class={footer && footer.columns.length > 0 ? 'site-footer footer advanced-footer' : 'site-footer footer'}
      id="footer"
    >
      <div class="footer-inner">
        {footer && footer.columns.length > 0 && (
          <div class="footer-columns">
            {footer.columns.map((column) => (
              <div class="footer-column">
                {column.header && <p class="footer-header">{column.header}</p>}
                <ul>
                  {column.items.map((item) => (
                    <li>
                      <SiteLink link={item} externalGlyph={false}>
                        {item.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        <div class="footer-bottom">
          <span class="footer-name">{ctx.site.name}</span>
          {footer && footer.socials.length > 0 && (
            <ul class="footer-socials">
              {footer.socials.map((social) => (
                <li>
                  <SiteLink link={social} className="social-link" externalGlyph={false}>
                    <NavIcon svg={social.iconSvg} />
                    <span class={social.iconSvg ? 'sr-only' : undefined}>{social.label}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
          <span class="footer-credit">Built with docsgen</span>
        </div>
      </div>
    </footer>
  );
}
