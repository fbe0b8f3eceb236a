import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../ui/Icon';
import { Logo } from './Logo';

const LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/tools', label: 'Strumenti', end: false },
  { to: '/faq', label: 'FAQ', end: false },
  { to: '/contact', label: 'Contatti', end: false },
] as const;

interface NavbarProps {
  /** Opens the tool search; its button stays in the bar at every width. */
  onSearch?: () => void;
}

/** Fixed top bar; below 768px the links fold into a menu that closes when one is chosen. */
export function Navbar({ onSearch }: NavbarProps) {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so going to any other page closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const close = () => setOpenedOn(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpenedOn(null);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="navbar">
      <nav className="navbar__inner container" aria-label="Navigazione principale">
        <Link to="/" className="navbar__brand" onClick={close}>
          <Logo />
          <span>Orbita</span>
        </Link>
        {onSearch ? (
          <button type="button" className="navbar__search" onClick={onSearch} aria-keyshortcuts="Control+K Meta+K /">
            <Icon name="search" size={18} />
            <span className="navbar__search-label">Cerca</span>
            <kbd className="navbar__search-key" aria-hidden="true">
              Ctrl K
            </kbd>
          </button>
        ) : null}
        <button
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setOpenedOn(menuOpen ? null : pathname)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          <span className="visually-hidden">{menuOpen ? 'Chiudi il menu' : 'Apri il menu'}</span>
        </button>
        <ul id="main-menu" className={menuOpen ? 'navbar__menu navbar__menu--open' : 'navbar__menu'}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="navbar__link" onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/admin/login" className="navbar__link navbar__link--admin" onClick={close}>
              <Icon name="lock" size={16} />
              Admin
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
