import { jsx } from 'react/jsx-runtime';
import { hydrateRoot } from 'react-dom/client';
import * as R from 'react';
import { RouterProvider, createBrowserRouter, matchRoutes, Link, useLoaderData, useHref, useNavigate, useLocation, useMatches, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError, NavLink, useRevalidator, useBlocker } from 'react-router';
(window as any).x = { jsx, hydrateRoot, R, RouterProvider, createBrowserRouter, matchRoutes, Link, useLoaderData, useHref, useNavigate, useLocation, useMatches, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError, NavLink, useRevalidator, useBlocker };
