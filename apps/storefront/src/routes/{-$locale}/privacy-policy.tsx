import { createFileRoute } from '@tanstack/react-router';
import { contentRouteOptions } from '../../content-route';

export const Route = createFileRoute('/{-$locale}/privacy-policy')(contentRouteOptions('privacy-policy'));
