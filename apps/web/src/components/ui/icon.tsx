import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Briefcase from 'lucide-react/icons/briefcase';
import Building2 from 'lucide-react/icons/building-2';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import CircleHelp from 'lucide-react/icons/circle-help';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import House from 'lucide-react/icons/house';
import Inbox from 'lucide-react/icons/inbox';
import Info from 'lucide-react/icons/info';
import Layers from 'lucide-react/icons/layers';
import Link from 'lucide-react/icons/link';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import Menu from 'lucide-react/icons/menu';
import MessageSquare from 'lucide-react/icons/message-square';
import PanelLeft from 'lucide-react/icons/panel-left';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Search from 'lucide-react/icons/search';
import Settings from 'lucide-react/icons/settings';
import Shield from 'lucide-react/icons/shield';
import Sparkles from 'lucide-react/icons/sparkles';
import Target from 'lucide-react/icons/target';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import User from 'lucide-react/icons/user';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import X from 'lucide-react/icons/x';

/**
 * The icon names used across the app, mapped to lucide-react components (imported one by one,
 * so only these reach the bundle). New code may import from lucide-react directly; this map
 * keeps `<Icon name="...">` and names passed as data (navigation) working.
 */
const ICONS = {
  info: Info,
  'check-circle': CircleCheckBig,
  'alert-triangle': TriangleAlert,
  'alert-circle': CircleAlert,
  lock: Lock,
  home: House,
  briefcase: Briefcase,
  building: Building2,
  plus: Plus,
  users: Users,
  'user-plus': UserPlus,
  user: User,
  'credit-card': CreditCard,
  settings: Settings,
  'help-circle': CircleHelp,
  search: Search,
  'log-out': LogOut,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'panel-left': PanelLeft,
  menu: Menu,
  mail: Mail,
  video: Video,
  'bar-chart': ChartColumn,
  'file-text': FileText,
  sparkles: Sparkles,
  'clipboard-check': ClipboardCheck,
  'arrow-right': ArrowRight,
  x: X,
  inbox: Inbox,
  link: Link,
  shield: Shield,
  refresh: RefreshCw,
  clock: Clock,
  target: Target,
  layers: Layers,
  'message-square': MessageSquare,
  'external-link': ExternalLink,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

interface IconProps {
  name: IconName;
  className?: string;
  /** Set when the icon is the only content of a control. */
  label?: string;
}

export function Icon({ name, className = 'size-4', label }: IconProps) {
  const Shape = ICONS[name];
  return <Shape className={className} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}
