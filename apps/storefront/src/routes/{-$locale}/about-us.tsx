import { createFileRoute } from '@tanstack/react-router';
import { contentRouteOptions } from '../../content-route';

export const Route = createFileRoute('/{-$locale}/about-us')(contentRouteOptions('about-us'));
